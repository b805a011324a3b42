import { buildSidebar } from '@school/domain';
import { SIDEBAR } from './sidebar-definition';

const menu = (...ids: string[]) => ids.map((function_id) => ({ function_id, mmenu_name: function_id }));
const itemsOf = (role: number, ...ids: string[]) => buildSidebar(role, menu(...ids), SIDEBAR).flatMap((g) => g.items);

describe('the back office sidebar', () => {
  it('links teachers to their alerts (C00102, issue 22), with or without the server menu listing it', () => {
    for (const ids of [['C11101', 'C00102'], ['C11101']]) {
      expect(itemsOf(300, ...ids).find((i) => i.functionId === 'C00102')).toMatchObject({
        route: 'C00102',
        title: 'route.C00102',
      });
    }
  });

  it('keeps C00102 of staff on their menu', () => {
    expect(itemsOf(540, 'C00102').map((i) => i.functionId)).toEqual(['C00102', 'Chatroom']);
    expect(itemsOf(540, 'C00101').map((i) => i.functionId)).toEqual(['C00101', 'Chatroom']);
  });

  // SPEC §6 always adds Chatroom: staff have it whatever their menu lists; a teacher when theirs lists it
  it('links staff to the Chatroom always, and a teacher when their menu lists it', () => {
    expect(itemsOf(530).map((i) => i.functionId)).toEqual(['Chatroom']);
    expect(itemsOf(300, 'C11101', 'Chatroom').map((i) => i.functionId)).toContain('Chatroom');
    expect(itemsOf(300, 'C11101').map((i) => i.functionId)).not.toContain('Chatroom');
  });

  // SPEC §6: a teacher sees the untitled group's items their server menu lists, never C00101
  it('gives a teacher the lesson screens their menu lists and no notices', () => {
    const ids = itemsOf(300, 'C11101', 'C11201', 'C00101', 'C00103', 'PendingSchedule', 'ZoomLog').map((i) => i.functionId);
    expect(ids).toEqual(expect.arrayContaining(['C11101', 'C11201', 'C00103', 'PendingSchedule', 'ZoomLog']));
    expect(ids).not.toContain('C00101');
    expect(itemsOf(300, 'C11101').map((i) => i.functionId)).not.toContain('PendingSchedule');
  });
});
