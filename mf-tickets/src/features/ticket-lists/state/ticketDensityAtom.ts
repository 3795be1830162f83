import { atom } from 'jotai';
import { readStorage, storageKeys, writeStorage } from '@zapdesk/client';
import { parseTicketDensity, type TicketDensity } from '../utils/ticket-density';

const baseTicketDensityAtom = atom<TicketDensity>(parseTicketDensity(readStorage(storageKeys.ticketDensity)));

/** The ticket rows' density; writing it keeps the choice in this browser (`ticketDensity`). */
export const ticketDensityAtom = atom(
  (get) => get(baseTicketDensityAtom),
  (_get, set, density: TicketDensity) => {
    set(baseTicketDensityAtom, density);
    writeStorage(storageKeys.ticketDensity, density);
  },
);
