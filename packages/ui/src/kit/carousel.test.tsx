import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal, setupUser } from '../../testing';
import { Carousel, type CarouselSlide } from './carousel';

const slides: CarouselSlide[] = ['First offer', 'Second offer', 'Third offer'].map((alt, i) => ({
  id: `jumbotron-${i + 1}`,
  alt,
  src: `/issuer-assets/jumbotron-${i + 1}_pc_1x.png`,
  sources: [{ media: '(min-width: 1025px)', srcSet: `/issuer-assets/jumbotron-${i + 1}_pc_2x.png 2x` }],
}));

/** jsdom has no matchMedia: each test says what the reader's motion preference is. */
function stubReducedMotion(reduce: boolean) {
  const matchMedia = vi.fn((query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    addListener: vi.fn(),
    removeListener: vi.fn(),
    dispatchEvent: vi.fn(() => false),
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return matchMedia;
}

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

const tab = (n: number) => screen.getByRole('tab', { name: `Slide ${n}` });
/** The accessible name of the one selected tab. */
const selectedTab = () => screen.getByRole('tab', { selected: true }).getAttribute('aria-label');
const visibleSlide = () => screen.getByRole('tabpanel');

/**
 * user-event (through Testing Library's async wrapper) waits on a real-looking setTimeout(0), so
 * the fake clock follows real time in these tests; rotation is still driven by `advance`.
 */
function realisticUser() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  return setupUser({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

function renderCarousel(list: readonly CarouselSlide[] = slides) {
  return renderInPortal(<Carousel slides={list} />);
}

beforeAll(async () => {
  await setUpPortal();
});

beforeEach(() => {
  vi.useFakeTimers();
  stubReducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('§2 pre-login carousel', () => {
  it('is a region named "Featured offers" with one tab per slide', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured offers' });
    expect(within(region).queryByRole('tablist', { name: 'Choose a slide' })).not.toBeNull();
    expect(
      within(region)
        .getAllByRole('tab')
        .map((t) => t.getAttribute('aria-label')),
    ).toEqual(['Slide 1', 'Slide 2', 'Slide 3']);
    expect(selectedTab()).toBe('Slide 1');
    expect(visibleSlide().getAttribute('aria-label')).toBe('1 of 3');
    expect(within(visibleSlide()).queryByRole('img', { name: 'First offer' })).not.toBeNull();
  });

  it('takes its accessible name from the label prop when given', () => {
    renderInPortal(<Carousel slides={slides} label="Offers from Test Bank" />);
    expect(screen.queryByRole('region', { name: 'Offers from Test Bank' })).not.toBeNull();
  });

  it('§2 §9 auto-rotates every 5000 ms and wraps after the last slide', () => {
    renderCarousel();
    advance(4999);
    expect(selectedTab()).toBe('Slide 1');
    advance(1);
    expect(selectedTab()).toBe('Slide 2');
    expect(within(visibleSlide()).queryByRole('img', { name: 'Second offer' })).not.toBeNull();
    advance(5000);
    expect(selectedTab()).toBe('Slide 3');
    advance(5000);
    expect(selectedTab()).toBe('Slide 1');
  });

  it('§2 "Stop automatic slide show" stops the rotation and becomes "Start automatic slide show"', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    expect(screen.queryByRole('button', { name: 'Start automatic slide show' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Stop automatic slide show' })).toBeNull();
    advance(20_000);
    expect(selectedTab()).toBe('Slide 1');
  });

  it('§2 "Start automatic slide show" starts it again', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic slide show' }));
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(selectedTab()).toBe('Slide 2');
  });

  it('§2 "Next slide" and "Previous slide" move the selection and wrap around', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    const previous = screen.getByRole('button', { name: 'Previous slide' });
    fireEvent.click(previous);
    expect(selectedTab()).toBe('Slide 3');
    fireEvent.click(next);
    expect(selectedTab()).toBe('Slide 1');
    fireEvent.click(next);
    fireEvent.click(next);
    expect(selectedTab()).toBe('Slide 3');
    expect(visibleSlide().getAttribute('aria-label')).toBe('3 of 3');
  });

  it('§2 a tab selects its slide', () => {
    renderCarousel();
    fireEvent.click(tab(3));
    expect(selectedTab()).toBe('Slide 3');
    expect(within(visibleSlide()).queryByRole('img', { name: 'Third offer' })).not.toBeNull();
  });

  it('§2 arrow keys on a focused tab move the selection and the focus; Home and End go to the ends', async () => {
    const user = realisticUser();
    renderCarousel();
    act(() => tab(1).focus());
    await user.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Slide 2');
    expect(document.activeElement).toBe(tab(2));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(selectedTab()).toBe('Slide 1');
    expect(document.activeElement).toBe(tab(1));
    await user.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Slide 3');
    expect(document.activeElement).toBe(tab(3));
    await user.keyboard('{Home}');
    expect(selectedTab()).toBe('Slide 1');
    expect(document.activeElement).toBe(tab(1));
    await user.keyboard('{End}');
    expect(selectedTab()).toBe('Slide 3');
    expect(document.activeElement).toBe(tab(3));
    await user.keyboard('{ArrowUp}');
    expect(selectedTab()).toBe('Slide 2');
    await user.keyboard('{ArrowDown}');
    expect(selectedTab()).toBe('Slide 3');
  });

  it('only the selected tab is in the tab order', () => {
    renderCarousel();
    expect(screen.getAllByRole('tab').map((t) => t.tabIndex)).toEqual([0, -1, -1]);
  });

  it('left and right work on the other controls, keeping focus there; Home does not', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next slide' });
    act(() => next.focus());
    fireEvent.keyDown(next, { key: 'ArrowRight' });
    expect(selectedTab()).toBe('Slide 2');
    expect(document.activeElement).toBe(next);
    fireEvent.keyDown(next, { key: 'ArrowLeft' });
    expect(selectedTab()).toBe('Slide 1');
    fireEvent.keyDown(next, { key: 'End' });
    fireEvent.keyDown(next, { key: 'Enter' });
    expect(selectedTab()).toBe('Slide 1');
  });

  it('pauses while hovered and resumes when the pointer leaves', async () => {
    const user = realisticUser();
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Featured offers' });
    await user.hover(region);
    advance(20_000);
    expect(selectedTab()).toBe('Slide 1');
    await user.unhover(region);
    advance(5000);
    expect(selectedTab()).toBe('Slide 2');
  });

  it('pauses while focus is inside and resumes when it leaves', () => {
    renderInPortal(
      <>
        <Carousel slides={slides} />
        <button type="button">Outside</button>
      </>,
    );
    act(() => tab(1).focus());
    advance(20_000);
    expect(selectedTab()).toBe('Slide 1');
    act(() => tab(2).focus());
    advance(20_000);
    expect(selectedTab()).toBe('Slide 1');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    advance(5000);
    expect(selectedTab()).toBe('Slide 2');
  });

  it('§2 shows a spinner named "Loading" until the slide image loads', () => {
    renderCarousel();
    expect(within(visibleSlide()).queryByRole('progressbar', { name: 'Loading' })).not.toBeNull();
    fireEvent.load(within(visibleSlide()).getByRole('img', { name: 'First offer' }));
    expect(within(visibleSlide()).queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(within(visibleSlide()).queryByRole('progressbar', { name: 'Loading' })).not.toBeNull();
  });

  it('a failed image shows its alt text and "This image could not be loaded."', () => {
    renderCarousel();
    fireEvent.error(within(visibleSlide()).getByRole('img', { name: 'First offer' }));
    expect(within(visibleSlide()).queryByText('First offer This image could not be loaded.')).not.toBeNull();
    expect(within(visibleSlide()).queryByRole('progressbar')).toBeNull();
  });

  it('one slide renders no controls and never rotates', () => {
    const [only] = slides;
    renderCarousel(only ? [only] : []);
    const region = screen.getByRole('region', { name: 'Featured offers' });
    expect(within(region).queryAllByRole('button')).toEqual([]);
    expect(within(region).queryByRole('tablist')).toBeNull();
    expect(within(region).queryByRole('tab')).toBeNull();
    const slide = within(region).getByRole('group', { name: '1 of 1' });
    advance(20_000);
    expect(slide.hidden).toBe(false);
    expect(within(slide).queryByRole('img', { name: 'First offer' })).not.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('no slides renders nothing', () => {
    const { container } = renderCarousel([]);
    expect(container.innerHTML).toBe('');
  });

  it('starts stopped when the reader prefers reduced motion', () => {
    const matchMedia = stubReducedMotion(true);
    renderCarousel();
    expect(matchMedia).toHaveBeenCalledWith('(prefers-reduced-motion: reduce)');
    expect(screen.queryByRole('button', { name: 'Start automatic slide show' })).not.toBeNull();
    advance(20_000);
    expect(selectedTab()).toBe('Slide 1');
  });

  it('a reduced-motion reader may still start the slide show', () => {
    stubReducedMotion(true);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic slide show' }));
    advance(5000);
    expect(selectedTab()).toBe('Slide 2');
  });

  it('rotates when the browser has no matchMedia at all', () => {
    vi.stubGlobal('matchMedia', undefined);
    renderCarousel();
    advance(5000);
    expect(selectedTab()).toBe('Slide 2');
  });
});

describe('the carousel in the page language', () => {
  afterEach(async () => {
    await setUpPortal();
  });

  it.each([
    ['en', 'carousel', 'slide'],
    ['es', 'carrusel', 'diapositiva'],
  ])(
    'in %s, the carousel and each slide are called so in that language (aria-roledescription)',
    async (locale, carousel, slide) => {
      await setUpPortal({ locale });
      const { container } = renderCarousel();
      expect(container.querySelector('section')?.getAttribute('aria-roledescription')).toBe(carousel);
      const described = [...container.querySelectorAll('[role="tabpanel"], [role="group"]')].map((el) =>
        el.getAttribute('aria-roledescription'),
      );
      expect(described).toEqual([slide, slide, slide]);
    },
  );
});
