import { useEffect, useState } from 'react';
import type { ContactListRecord, MediaFileList, Tag, Whatsapp } from '@zapdesk/contracts';
import { call, useApi } from '@zapdesk/client';

export type CampaignOptions = { connections: Whatsapp[]; contactLists: ContactListRecord[]; tags: Tag[]; fileLists: MediaFileList[] };
const empty: CampaignOptions = { connections: [], contactLists: [], tags: [], fileLists: [] };

/**
 * What the campaign screens pick from: the company's connections, contact lists, tags and file lists (loaded
 * when `enabled` turns on). File lists are an admin area: for other users that call fails and the list stays empty.
 */
export function useCampaignOptions(enabled: boolean, admin: boolean) {
  const api = useApi();
  const [options, setOptions] = useState<CampaignOptions>(empty);
  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const set = <K extends keyof CampaignOptions>(k: K) => (v: CampaignOptions[K]) => alive && setOptions((o) => ({ ...o, [k]: v }));
    call(api.rpc.whatsapps.whatsapp.$get({ query: {} })).then(set('connections'), () => undefined);
    call(api.rpc.contactLists['contact-lists'].list.$get()).then(set('contactLists'), () => undefined);
    call(api.rpc.tags.tags.list.$get({ query: {} })).then(set('tags'), () => undefined);
    if (admin) call(api.rpc.files.files.$get({ query: { searchParam: '', pageNumber: '1' } })).then((p) => set('fileLists')(p.files), () => undefined);
    return () => {
      alive = false;
    };
  }, [api, enabled, admin]);
  return options;
}
