// The home screen of the route registry's `home` row, joined into the remote's table by src/routes.tsx.
import { Home } from './components/home';

export const homeScreens = { home: <Home /> };
