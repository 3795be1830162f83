import { RouteStatusPanel } from './RouteStatusPanel';

/** "Page not found" for a path no route knows. */
export function NotFoundPage() {
  return <RouteStatusPanel status="notFound" />;
}
