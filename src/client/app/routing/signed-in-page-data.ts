// The API answers a signed-in page is drawn from on the server
// (docs/decisions/0085-signed-in-page-data.md): read with the visitor's own
// session as the page itself would read them, under the page's own query
// keys, and handed to the browser with the drawing, so it shows the page at
// once and starts from them instead of asking one after another once its code
// has loaded. Only the checkout, the signed-in page the budgets measure
// (bench/pages): its intro waits on the account and the coach, its payment
// card on the configuration and credits, the header on the unread count.
import * as api from '@shared/api/api-routes.generated';
import { coachQueryKey } from '@/features/coaches/api/get-coach';
import { apiUrl } from '@/lib/api-client';
import { UNREAD_COUNT_QUERY_KEY } from '@/lib/messages/unread-count';
import { creditBalanceKey } from '@/features/packages/api/packages-keys';
import { CURRENT_USER_QUERY_KEY } from '@/lib/session/get-current-user';
import { CHECKOUT_PAGE } from './server-rendered-pages';
import { publicConfig, type ApiRead } from './server-rendered-routes';

// undefined: not a page the server draws.
export function signedInPageReads(pathname: string): ApiRead[] | undefined {
  const id = CHECKOUT_PAGE.exec(pathname)?.[1];
  if (id === undefined) return undefined;
  return [
    { queryKey: CURRENT_USER_QUERY_KEY, url: CURRENT_USER_QUERY_KEY[0] },
    { queryKey: coachQueryKey(id), url: coachQueryKey(id)[0] },
    publicConfig,
    // A client's credits with this coach (the checkout's credit option); a coach or admin is answered 403 and reads nothing.
    { queryKey: creditBalanceKey(Number(id)), url: apiUrl(api.getCreditBalance, { params: { id } }) },
    // The header's unread badge.
    { queryKey: UNREAD_COUNT_QUERY_KEY, url: UNREAD_COUNT_QUERY_KEY[0] },
  ];
}
