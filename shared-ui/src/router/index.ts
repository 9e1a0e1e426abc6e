/**
 * The site's one router (ADR 0013). Every app routes through this entry, never through
 * `react-router-dom` itself: it is shared as a singleton, so the host's router context reaches
 * every remote, and because only what is named here is kept, the shared copy carries about a
 * third of the library. A team that needs another export of react-router adds it here.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
export type { RouteObject } from 'react-router-dom';
