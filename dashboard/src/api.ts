/**
 * The dashboard's only way to the server: @trpc/client over /trpc, typed by
 * the server's AppRouter. The access token lives in memory only; the httpOnly
 * session cookie restores it after a reload (auth.refresh), and a 401 triggers
 * one refresh and one retry.
 */
import { createTRPCClient, httpBatchLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../src/routers/index.ts';

export type Outputs = inferRouterOutputs<AppRouter>;
export type Inputs = inferRouterInputs<AppRouter>;
export type SignedIn = Outputs['auth']['login'];
export type Member = SignedIn['member'];
export type Environment = 'live' | 'sandbox';

export type Organization = SignedIn['organizations'][number];

interface Session {
  accessToken: string;
  csrfToken: string;
  member: Member;
  organizations: Organization[];
}

let session: Session | null = null;
let onSignedOut: () => void = () => {};

export const currentMember = (): Member | null => session?.member ?? null;
/** The organizations the signed-in person may switch to (their own memberships). */
export const currentOrganizations = (): Organization[] => session?.organizations ?? [];
export function whenSignedOut(handler: () => void): void {
  onSignedOut = handler;
}

function apply(answer: SignedIn): Member {
  session = { accessToken: answer.accessToken, csrfToken: answer.csrfToken, member: answer.member, organizations: answer.organizations };
  return answer.member;
}

const headers = (): Record<string, string> =>
  // The CSRF token too, in case the server falls back to the cookie (it is only valid with it).
  session ? { authorization: `Bearer ${session.accessToken}`, 'x-csrf-token': session.csrfToken } : {};

const transport = () => httpBatchLink({ url: '/trpc', headers, maxItems: 10 });

/** Without the retry link: auth.refresh itself must not recurse. */
const plain = createTRPCClient<AppRouter>({ links: [transport()] });

const unauthorized = (error: unknown) => error instanceof TRPCClientError && (error.data as { httpStatus?: number } | undefined)?.httpStatus === 401;

let refreshing: Promise<boolean> | null = null;
/** One auth.refresh at a time; false (and signed out) when the session is over. */
export function refresh(): Promise<boolean> {
  refreshing ??= plain.auth.refresh
    .mutate()
    .then((answer) => {
      apply(answer);
      return true;
    })
    .catch((error: unknown) => {
      if (!unauthorized(error)) throw error;
      session = null;
      return false;
    })
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

const NO_RETRY = new Set(['auth.login', 'auth.refresh', 'auth.logout', 'auth.unlock']);

/** On a 401, refresh the access token once and send the call again. */
const refreshOn401: TRPCLink<AppRouter> =
  () =>
  ({ op, next }) =>
    observable((observer) => {
      let sub = next(op).subscribe({
        next: (value) => observer.next(value),
        complete: () => observer.complete(),
        error: (error) => {
          if (NO_RETRY.has(op.path) || !unauthorized(error)) return observer.error(error);
          refresh().then(
            (ok) => {
              if (!ok) {
                observer.error(error);
                onSignedOut();
                return;
              }
              sub = next(op).subscribe(observer);
            },
            () => observer.error(error),
          );
        },
      });
      return () => sub.unsubscribe();
    });

export const api = createTRPCClient<AppRouter>({ links: [refreshOn401, transport()] });

export async function login(email: string, password: string): Promise<Member> {
  return apply(await plain.auth.login.mutate({ email, password }));
}

/** Open another of the person's organizations (a new session; the current one ends). */
export async function switchOrganization(tenantId: string): Promise<Member> {
  return apply(await api.auth.switch.mutate({ tenantId }));
}

/** Ask for an unlock link by email (the answer is the same for any address). */
export async function requestUnlock(email: string): Promise<void> {
  await plain.auth.unlock.mutate({ email });
}

export async function logout(): Promise<void> {
  try {
    await plain.auth.logout.mutate();
  } finally {
    session = null;
  }
}

/** The API's error body fields, for messages people can act on (with the request id for support). */
export function describeError(error: unknown): string {
  if (error instanceof TRPCClientError) {
    const data = error.data as { code?: string; requestId?: string; details?: { path: string; message: string }[] } | undefined;
    const details = data?.details?.map((d) => `${d.path}: ${d.message}`).join('; ');
    return [error.message, details, data?.requestId ? `(request ${data.requestId})` : ''].filter(Boolean).join(' ');
  }
  return error instanceof Error ? error.message : String(error);
}

export function errorCode(error: unknown): string | undefined {
  return error instanceof TRPCClientError ? (error.data as { code?: string } | undefined)?.code : undefined;
}

/** Every item of a paginated list, page after page: for the lists a page shows whole (members, key pairs, environments, endpoints). */
export async function allPages<T>(
  list: (page: { limit: number; starting_after?: string }) => Promise<{ data: T[]; hasMore: boolean; nextCursor: string | null }>,
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await list({ limit: 100, ...(cursor ? { starting_after: cursor } : {}) });
    items.push(...page.data);
    if (!page.hasMore || !page.nextCursor) return items;
    cursor = page.nextCursor;
  }
}
