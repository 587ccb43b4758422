import { create } from 'zustand';
import { isSectionId, type SectionId } from '../../../src-shared/domain/sections.ts';

interface UiState {
  readonly section: SectionId;
  readonly showSection: (section: SectionId) => void;
}

function sectionFromHash(hash: string): SectionId {
  const id = hash.replace(/^#\/?/, '').split(/[/?&]/)[0] ?? '';
  return isSectionId(id) ? id : 'stopwatch';
}

/** UI state only (which screen is shown); server data lives in the query caches. */
export const useUiStore = create<UiState>((set) => ({
  section: typeof window === 'undefined' ? 'stopwatch' : sectionFromHash(window.location.hash),
  showSection: (section) => {
    set({ section });
    if (typeof window !== 'undefined' && window.location.hash !== `#/${section}`) {
      window.history.replaceState(null, '', `#/${section}`);
    }
  },
}));
