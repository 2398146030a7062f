import { describe, expect, it } from 'vitest';
import { readTeamView, teamParams } from './team-view.ts';

describe('team view', () => {
  it('keeps the values the platform takes and drops the others one by one', () => {
    const view = readTeamView(
      new URLSearchParams('username=ab&kind=robot&level=2&registeredFrom=2026-02-30&sort=balance&order=desc&page=3&open=4,x,9&member=7'),
      'Mars/Base',
    );
    expect(view.filter).toEqual({ username: 'ab', level: '2' });
    expect(view).toMatchObject({ sort: 'balance', order: 'desc', page: 3, open: [4, 9], member: 7, timeZone: 'UTC', view: 'list' });
    expect(view.query).toEqual({ username: 'ab', level: '2', timeZone: 'UTC', order: 'desc', page: '3', sort: 'balance' });
  });

  it('writes back the same parameters, with a change', () => {
    const view = readTeamView(new URLSearchParams('kind=agent&view=tree&open=5'), 'America/Mexico_City');
    expect(view.timeZone).toBe('America/Mexico_City');
    expect(teamParams(view, { member: 8 })).toEqual({ kind: 'agent', view: 'tree', open: '5', member: '8' });
    expect(teamParams(view, { open: [] })).toEqual({ kind: 'agent', view: 'tree' });
  });
});
