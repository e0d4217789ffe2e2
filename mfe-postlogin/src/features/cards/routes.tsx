// The add and edit card screens of the route registry's `addCard` and `editCard` rows, joined into the
// remote's table by src/routes.tsx.
import { AddCardPage } from './components/add-card-page';
import { EditCardPage } from './components/edit-card-page';

export const cardScreens = { addCard: <AddCardPage />, editCard: <EditCardPage /> };
