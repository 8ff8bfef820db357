import { createStore } from 'jotai';

/**
 * The application's one jotai store. The API client reads and writes the session
 * through it outside React; `<Provider store={appStore}>` shares it with components.
 */
export const appStore = createStore();
