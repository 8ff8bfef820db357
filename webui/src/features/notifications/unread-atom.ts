import { atom } from 'jotai';

/** Bumped after notifications are marked read or deleted, so the bell counts again. */
export const notificationsVersionAtom = atom(0);
