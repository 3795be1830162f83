import { Outlet, createRootRouteWithContext, useRouterState, createRoute, createRouter, lazyRouteComponent, notFound, redirect, type NotFoundRouteProps } from '@tanstack/react-router';
import { planAtom, readStorage, sessionAtom, storageKeys, type Zapdesk } from '@zapdesk/client';
import { validateSignupSearch } from '../features/auth/utils/signup-search';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { PlanDisabledRedirect } from '../features/errors/components/PlanDisabledRedirect';
import { RouteStatusPanel, type RouteStatus } from '../features/errors/components/RouteStatusPanel';
import { RemoteScreen } from '../features/remotes/components/RemoteScreen';
import { RouteError } from '../features/remotes/components/RouteError';
import { preloadRemoteComponent } from '../features/remotes/utils/remote-loader';
import { screenFor, screens, type ScreenDef } from './screens';

export type RouterContext = { zapdesk: Zapdesk };

const isAuthenticated = (z: Zapdesk) => z.store.get(sessionAtom).status === 'authenticated';

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: NotFoundPage,
});

/** Public pages: a logged-in user goes to / (core.md §2). */
const publicLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'public',
  beforeLoad: ({ context }) => {
    if (isAuthenticated(context.zapdesk)) throw redirect({ to: '/' });
  },
  component: Outlet,
});

const loginRoute = createRoute({ getParentRoute: () => publicLayout, path: '/login', component: lazyRouteComponent(() => import('../features/auth/components/LoginPage'), 'LoginPage') });
const signupRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/signup',
  validateSearch: validateSignupSearch,
  component: lazyRouteComponent(() => import('../features/auth/components/SignupPage'), 'SignupPage'),
});
const payRoute = createRoute({ getParentRoute: () => publicLayout, path: '/pay/$token', component: lazyRouteComponent(() => import('../features/auth/components/PayPage'), 'PayPage') });
const forgetRoute = createRoute({ getParentRoute: () => publicLayout, path: '/forgetpsw', component: lazyRouteComponent(() => import('../features/auth/components/ForgetPasswordPage'), 'ForgetPasswordPage') });

/** Private pages: an anonymous user goes to /login; the layout (menu, top bar) wraps them. */
const appLayout = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ context }) => {
    if (!isAuthenticated(context.zapdesk)) throw redirect({ to: '/login' });
  },
  // Lazy: the login page must not download the layout (menu, top bar and their widgets).
  component: lazyRouteComponent(() => import('../features/layout/components/AppLayout'), 'AppLayout'),
});

/** Whether the user may open a screen: its profile rule, then the campaigns gate (without which the route does not exist for them). */
async function access(z: Zapdesk, s: ScreenDef): Promise<'ok' | RouteStatus> {
  const user = z.store.get(sessionAtom).user;
  if (!user) return 'notFound';
  if (s.access === 'admin' && user.profile !== 'admin') return 'noAccess';
  if (s.access === 'super' && !user.super) return 'noAccess';
  if (s.campaigns && !readStorage(storageKeys.cshow)) {
    const plan = z.store.get(planAtom) ?? (await z.loadPlan().catch(() => null));
    // Like a plan-flag area (DECISIONS): a toast, then / after 1 second; without a plan answer, the route does not exist.
    if (!plan?.useCampaigns) return plan ? 'planDisabled' : 'notFound';
  }
  if (s.plan) {
    const plan = z.store.get(planAtom) ?? (await z.loadPlan().catch(() => null));
    if (plan && !plan[s.plan]) return 'planDisabled';
  }
  return 'ok';
}

/** What a screen route shows instead of its screen, inside the layout (DECISIONS "Later areas"). */
function ScreenStatus({ data }: NotFoundRouteProps) {
  const status = (data as RouteStatus | undefined) ?? 'notFound';
  const pathname = useRouterState({ select: (st) => st.location.pathname });
  if (status === 'planDisabled') return <PlanDisabledRedirect />;
  const denied = status === 'noAccess' ? screenFor(pathname)?.deniedToast : undefined;
  if (denied) return <PlanDisabledRedirect status="noAccess" toastKey={denied} />;
  return <RouteStatusPanel status={status} />;
}

function screenRoute(s: ScreenDef) {
  return createRoute({
    getParentRoute: () => appLayout,
    path: s.path,
    beforeLoad: async ({ context }) => {
      const status = await access(context.zapdesk, s);
      // The dashboard is the admins' start page; everyone else starts at the tickets.
      if (status !== 'ok' && s.path === '/') throw redirect({ to: '/tickets' });
      // A not-found thrown here is caught by this route's own notFoundComponent, so the layout stays around it.
      if (status !== 'ok') throw notFound({ data: status });
      if (!s.remote || !s.expose) throw notFound({ data: 'notAvailable' satisfies RouteStatus });
      // The remote's code downloads while the layout's chunk does, not after it has rendered.
      return preloadRemoteComponent(s.remote, s.expose);
    },
    notFoundComponent: ScreenStatus,
    // Remote screens read their params with the shared router: useParams({ strict: false }).
    component: screenComponent(s),
  });
}

/** One component per remote module, shared by its routes (/tickets and /tickets/$ticketId), so moving between them keeps the screen mounted. */
const screenComponents = new Map<string, () => React.JSX.Element>();
function screenComponent(s: ScreenDef) {
  const key = `${s.remote}/${s.expose}`;
  let component = screenComponents.get(key);
  if (!component) screenComponents.set(key, (component = () => <RemoteScreen remote={s.remote!} expose={s.expose!} />));
  return component;
}

const todoRoute = createRoute({ getParentRoute: () => appLayout, path: '/todolist', component: lazyRouteComponent(() => import('../features/todolist/components/TodoListPage'), 'TodoListPage') });
/** Any other path is private (core.md §2): anonymous → /login; logged in → "page not found" inside the layout. */
const privateNotFound = createRoute({ getParentRoute: () => appLayout, path: '$', component: NotFoundPage });

const routeTree = rootRoute.addChildren([
  publicLayout.addChildren([loginRoute, signupRoute, forgetRoute, payRoute]),
  appLayout.addChildren([...screens.map(screenRoute), todoRoute, privateNotFound]),
]);

export function createAppRouter(zapdesk: Zapdesk) {
  return createRouter({ routeTree, context: { zapdesk }, defaultPreload: false, scrollRestoration: true, defaultNotFoundComponent: NotFoundPage, defaultErrorComponent: RouteError });
}
// The route tree is built from a runtime table (app/screens.ts), so paths are not registered as types: Link/navigate take plain strings.
