// The sign-out screen of the route registry's `signOut` row, joined into the remote's table by src/routes.tsx.
import { SignOutPage } from './components/sign-out-page';

export const signOutScreens = { signOut: <SignOutPage /> };
