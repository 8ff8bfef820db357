import { describe, expect, it } from 'vitest';
import { answerLike } from '../testing/answers';
import { AnswerShapeError, count, listOf, nullable, readAnswer, record, text } from './answer-shape';

interface Day {
  day: string;
  litres: number;
  mainMeterLitres: number | null;
}

const days = record<{ litres: number; perDay: Day[] }>({
  litres: count,
  perDay: listOf(record<Day>({ day: text, litres: count, mainMeterLitres: nullable(count) })),
});

describe('reading an answer by its shape', () => {
  it('keeps the fields it reads, with null where the shape allows it, and passes over the others', () => {
    const answer = { litres: 12.5, sensors: 3, perDay: [{ day: '2026-11-21', litres: 12.5, mainMeterLitres: null, people: 4 }] };
    expect(readAnswer(days, answer)).toEqual({ litres: 12.5, perDay: [{ day: '2026-11-21', litres: 12.5, mainMeterLitres: null }] });
  });

  it('fails, naming the field, when a field it reads is missing or of another kind', () => {
    const read = (answer: unknown) => () => readAnswer(days, answer);
    expect(read({ perDay: [] })).toThrow(new AnswerShapeError('litres', 'a number', undefined));
    expect(read({ litres: 1, perDay: [{ day: 'd', litres: 1, mainMeterLitres: 0 }, { day: 'e', mainMeterLitres: 0 }] })).toThrow(
      "The answer's perDay[1].litres is missing",
    );
    expect(read({ litres: '1', perDay: [] })).toThrow('The answer\'s litres is not a number: "1"');
    expect(read({ litres: null, perDay: [] })).toThrow("The answer's litres is not a number: null");
    expect(read({ litres: 1, perDay: {} })).toThrow("The answer's perDay is not a list: {}");
    expect(read(null)).toThrow(AnswerShapeError);
  });
});

describe("the recorded answers the widgets' tests are fed", () => {
  it('take changed figures at any depth, and a list takes the shape of its recorded first item', () => {
    const answer = answerLike('issues', { openNow: 5, perDay: [{ day: '2026-11-21', opened: 3, resolved: 1 }] }) as Record<string, unknown>;
    expect(answer.openNow).toBe(5);
    expect(answer.perDay).toEqual([{ day: '2026-11-21', opened: 3, resolved: 1 }]);
    expect(Object.keys(answer)).toEqual(Object.keys(answerLike('issues') as object));
  });

  it('refuse a field the API does not send, or a value of another kind than it sends', () => {
    expect(() => answerLike('issues', { open: 5 })).toThrow('issues.open: the API sends no such field');
    expect(() => answerLike('usage', { perDay: [{ day: '2026-11-21', water: 3 }] })).toThrow('usage.perDay[0].water: the API sends no such field');
    expect(() => answerLike('overview', { devices: { online: '11' } })).toThrow('overview.devices.online: the API sends number here, not string');
  });
});
