import { Outlet, createRootRouteWithContext, createRoute, createRouter, lazyRouteComponent, notFound, redirect } from '@tanstack/react-router';
import { planAtom, readStorage, sessionAtom, storageKeys, type Zapdesk } from '@zapdesk/client';
import { validateSignupSearch } from '../features/auth/utils/signup-search';
import { NotFoundPage } from '../features/errors/components/NotFoundPage';
import { RemoteScreen } from '../features/remotes/components/RemoteScreen';
import { preloadRemoteComponent } from '../features/remotes/utils/remote-loader';
import { screens, type ScreenDef } from './screens';

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

async function allowed(z: Zapdesk, s: ScreenDef) {
  const user = z.store.get(sessionAtom).user;
  if (!user) return false;
  if (s.access === 'admin' && user.profile !== 'admin') return false;
  if (s.access === 'super' && !user.super) return false;
  if (s.campaigns) {
    if (readStorage(storageKeys.cshow)) return true;
    const plan = z.store.get(planAtom) ?? (await z.loadPlan().catch(() => null));
    return !!plan?.useCampaigns;
  }
  return true;
}

function screenRoute(s: ScreenDef) {
  return createRoute({
    getParentRoute: () => appLayout,
    path: s.path,
    beforeLoad: async ({ context }) => {
      if (!s.remote || !s.expose) throw notFound();
      // The remote's code downloads while the layout's chunk does, not after it has rendered.
      if (await allowed(context.zapdesk, s)) return preloadRemoteComponent(s.remote, s.expose);
      // The dashboard is the admins' start page; everyone else starts at the tickets.
      if (s.path === '/') throw redirect({ to: '/tickets' });
      throw notFound();
    },
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
  publicLayout.addChildren([loginRoute, signupRoute, forgetRoute]),
  appLayout.addChildren([...screens.map(screenRoute), todoRoute, privateNotFound]),
]);

export function createAppRouter(zapdesk: Zapdesk) {
  return createRouter({ routeTree, context: { zapdesk }, defaultPreload: false, scrollRestoration: true, defaultNotFoundComponent: NotFoundPage });
}
// The route tree is built from a runtime table (app/screens.ts), so paths are not registered as types: Link/navigate take plain strings.
