// The ceiling: a bare node:http server that answers every request with the
// bytes the real server answered for the endpoint being measured (same status,
// same headers, same body), told over IPC by bench/api/run.ts. It reads the
// request body like the real server has to, and does nothing else.
import http from 'node:http';

let canned = { status: 200, headers: {}, body: Buffer.alloc(0) };

process.on('message', (message) => {
  if (message.type === 'serve') {
    canned = { status: message.status, headers: message.headers, body: Buffer.from(message.body, 'base64') };
    process.send({ type: 'serving' });
  }
});

const server = http.createServer((request, response) => {
  request.on('data', () => {});
  request.on('end', () => {
    response.writeHead(canned.status, canned.headers);
    response.end(canned.body);
  });
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => process.send({ type: 'listening', port: server.address().port }));
