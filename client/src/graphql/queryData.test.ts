import { completeData, latestData } from './queryData';

describe('completeData', () => {
  it('gives the data of a complete result only', () => {
    expect(completeData({ dataState: 'complete', data: { field: 1 } })?.field).toBe(1);
    expect(completeData<{ field: number }>({ dataState: 'partial' })).toBeUndefined();
    expect(completeData<{ field: number }>({ dataState: 'empty' })).toBeUndefined();
  });
});

describe('latestData', () => {
  it('gives the complete data, else the last complete answer while other variables load', () => {
    const previousData = { field: 1 };
    expect(latestData({ dataState: 'complete', data: { field: 2 }, previousData })?.field).toBe(2);
    expect(latestData({ dataState: 'empty', previousData })?.field).toBe(1);
    expect(latestData<{ field: number }>({ dataState: 'partial' })).toBeUndefined();
  });
});
