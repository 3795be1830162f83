import { testApp } from '@zapdesk/testing';
import type { App } from '../../src/app';

/** The app the preload lent @zapdesk/testing, typed as the API's own (for tests that read its routes or call fetch). */
export const apiApp = () => testApp() as unknown as App;
