import { BOARD_MAX_DAYS, boardDefaultEnd, checkBoardRange } from './board-range';

const keys = (r: ReturnType<typeof checkBoardRange>) => ({
  start_date: r.start_date.map((e) => e.key),
  end_date: r.end_date.map((e) => e.key),
});

describe('board range', () => {
  it('accepts a week and a whole month', () => {
    expect(keys(checkBoardRange('2024-04-01', '2024-04-07'))).toEqual({ start_date: [], end_date: [] });
    expect(keys(checkBoardRange('2024-05-01', '2024-05-31'))).toEqual({ start_date: [], end_date: [] });
    expect(keys(checkBoardRange('2024-04-01', '2024-05-01'))).toEqual({ start_date: [], end_date: [] });
    expect(keys(checkBoardRange('2024-05-01', '2024-05-01'))).toEqual({ start_date: [], end_date: [] });
  });
  it('refuses dates that are not real, a reversed range and more than a month', () => {
    expect(keys(checkBoardRange('2024-02-30', 'x'))).toEqual({
      start_date: ['board.c40101.dateInvalid'],
      end_date: ['board.c40101.dateInvalid'],
    });
    expect(keys(checkBoardRange('2024-04-08', '2024-04-07')).end_date).toEqual(['board.c40101.rangeReversed']);
    expect(BOARD_MAX_DAYS).toBe(31);
    expect(checkBoardRange('2024-05-01', '2024-06-01').end_date).toEqual([
      { key: 'board.c40101.rangeTooLong', params: { max: 31 } },
    ]);
  });
  it('opens on a week', () => {
    expect(boardDefaultEnd('2024-04-29')).toBe('2024-05-05');
  });
});
