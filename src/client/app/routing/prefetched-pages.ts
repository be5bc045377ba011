// The pages whose main request starts before their code has loaded
// (prefetch-route-data.ts): /coaches/:id and /booking/:id (app-routes.tsx)
// both read GET /api/coaches/:id under the same query key.
export const PREFETCHED_PAGE = /^\/(?:coaches|booking)\/([^/]+)$/;
