import { createBrowserRouter, type RouteObject } from 'react-router';
import { RequireAuthority } from '../base/guards';
import { LazyPage } from './lazy-page';
import { Shell } from './layout/Shell';
import { HomePage } from './pages/HomePage';
import { LoginPage } from './pages/LoginPage';
import { NotFoundPage } from '../base/pages/NotFoundPage';
import type { RouteHandle } from './layout/PageTitle';
import { PAGE_ROUTES } from './routes';

/** Home and login are public; every feature page is guarded by its declared authority. */
export function createRouter() {
  const pages: RouteObject[] = PAGE_ROUTES.map((route) => ({
    path: route.path,
    handle: { title: route.title } satisfies RouteHandle,
    element: (
      <RequireAuthority authority={route.authority}>
        <LazyPage key={route.path} load={route.load} />
      </RequireAuthority>
    ),
  }));
  return createBrowserRouter([
    { path: '/login', element: <LoginPage /> },
    {
      element: <Shell />,
      children: [{ index: true, element: <HomePage /> }, ...pages, { path: '*', element: <NotFoundPage /> }],
    },
  ]);
}
