import { repairCalendar } from './accessible-calendar';

describe('repairCalendar', () => {
  it('hides icon glyphs, makes "+N more" a button and leaves day cells named by their content', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <button title="Previous month"><span class="fc-icon fc-icon-chevron-left" role="img"></span></button>
      <table><tr><td role="gridcell" aria-labelledby="day-1"><a id="day-1" aria-label="November 3, 2026">3</a>
        <a tabindex="0" class="fc-more-link" aria-expanded="false" aria-controls="">+2 more</a></td></tr></table>`;
    repairCalendar(root);
    expect(root.querySelector('.fc-icon')).toHaveAttribute('aria-hidden', 'true');
    const more = root.querySelector('.fc-more-link');
    expect(more).toHaveAttribute('role', 'button');
    expect(more).not.toHaveAttribute('aria-controls');
    expect(root.querySelector('td')).not.toHaveAttribute('aria-labelledby');
  });

  it('keeps the popover a "+N more" controls while it is open', () => {
    const root = document.createElement('div');
    root.innerHTML = '<a class="fc-more-link" aria-expanded="true" aria-controls="popover-1">+2 more</a>';
    repairCalendar(root);
    expect(root.querySelector('.fc-more-link')).toHaveAttribute('aria-controls', 'popover-1');
  });
});
