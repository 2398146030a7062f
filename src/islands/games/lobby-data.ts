import type { LobbyConfig } from '../../lib/lobby-scope.ts';
import type { LobbyWords } from '../../lib/lobby-view.ts';

/** What a game list page hands its script (src/components/games/LobbyPage.astro): its scope and its words. */
export interface LobbyData {
  config: LobbyConfig;
  words: LobbyWords;
}

export const readLobbyData = (root: ParentNode): LobbyData | null => {
  try {
    const data = JSON.parse(root.querySelector('script[data-lobby-data]')?.textContent ?? 'null') as LobbyData | null;
    return data && typeof data === 'object' && data.config && data.words ? data : null;
  } catch {
    return null;
  }
};
