// `npm start`: the server as it runs everywhere (src/server/run-server.ts).
import { startOrExit } from './run-server.js';

startOrExit();
