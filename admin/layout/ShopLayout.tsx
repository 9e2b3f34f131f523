import { lazy, Suspense, useState, type ReactNode } from 'react';
import { AppBar, Layout, Logout, UserMenu } from 'react-admin';
import { PasswordMenuItem } from '../password/PasswordMenuItem';

// Its own chunk, loaded when first opened: the app's first load stays the frame and the sign-in.
const ChangePasswordDialog = lazy(() => import('../password/ChangePasswordDialog'));

/** react-admin's app bar with the user menu's «Сменить пароль»; its dialog lives here, so the closing menu keeps it. */
function ShopAppBar() {
  const [changing, setChanging] = useState(false);
  return (
    <>
      <AppBar
        userMenu={
          <UserMenu>
            <PasswordMenuItem onOpen={() => setChanging(true)} />
            <Logout />
          </UserMenu>
        }
      />
      {changing && (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setChanging(false)} />
        </Suspense>
      )}
    </>
  );
}

/** The back office's frame: react-admin's layout with the shop's app bar. */
export function ShopLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ShopAppBar}>{children}</Layout>;
}
