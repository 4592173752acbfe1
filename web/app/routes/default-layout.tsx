/** Route module of the default layout (spec §2): navigation, breadcrumbs, page, footer, chat. */
import { DefaultLayout, LayoutErrorBoundary } from '../layouts/default-layout';

export default function DefaultLayoutRoute() {
  return <DefaultLayout />;
}

export function ErrorBoundary() {
  return <LayoutErrorBoundary boundary="routes/default-layout" />;
}
