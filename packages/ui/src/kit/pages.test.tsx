// The small shared screens and links: 404, unable to process, region unavailable, links, spinner.
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderInPortal, setUpPortal } from '../../testing';
import { ErrorBoundary } from './error-boundary';
import { ExternalLink } from './external-link';
import { NotFoundPage } from './not-found-page';
import { navigateTo } from '@portal/client/routes';
import { PortalLink } from './portal-link';
import { RegionUnavailable } from './region-unavailable';
import { Spinner } from './spinner';
import { UnableToProcess } from './unable-to-process';

beforeAll(async () => {
  await setUpPortal();
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('§2 the 404 page', () => {
  it("says 'page not found, ensure the URL is correct' with one h1, a title and a link home", () => {
    renderInPortal(<NotFoundPage />);
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Page not found']);
    expect(screen.queryByText('Page not found, ensure the URL is correct.')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Page not found | Test Bank Cards');
  });
});

describe('§8 VMCP_001: unable to process', () => {
  it('is an alert with the catalogue message, and a retry when one is given', () => {
    const onRetry = vi.fn();
    renderInPortal(<UnableToProcess onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain(
      'Sorry, we are unable to process your request at this time. Please try again later.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without a handler', () => {
    renderInPortal(<UnableToProcess />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('a region that is unavailable', () => {
  it('is a polite status with a heading of the level asked for and a retry', () => {
    const onRetry = vi.fn();
    renderInPortal(<RegionUnavailable onRetry={onRetry} headingLevel={2} />);
    expect(screen.queryByRole('status')).not.toBeNull();
    expect(screen.queryByRole('heading', { level: 2, name: 'This part of the site is unavailable' })).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('defaults to an h1 with no retry', () => {
    renderInPortal(<RegionUnavailable />);
    expect(screen.queryByRole('heading', { level: 1, name: 'This part of the site is unavailable' })).not.toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the error boundary', () => {
  function Bomb({ explode }: { explode: boolean }) {
    if (explode) throw new Error('boom');
    return <p>Working</p>;
  }

  function Harness() {
    const [explode, setExplode] = useState(true);
    return (
      <ErrorBoundary
        fallback={(reset) => (
          <RegionUnavailable
            onRetry={() => {
              setExplode(false);
              reset();
            }}
          />
        )}
      >
        <Bomb explode={explode} />
      </ErrorBoundary>
    );
  }

  it('shows the fallback instead of a crashed tree, and retry renders the children again', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderInPortal(<Harness />);
      expect(screen.queryByRole('heading', { name: 'This part of the site is unavailable' })).not.toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(screen.queryByText('Working')).not.toBeNull();
    } finally {
      consoleError.mockRestore();
    }
  });

  it('reports the error to onError', () => {
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      renderInPortal(
        <ErrorBoundary fallback={() => <p>Fallback</p>} onError={onError}>
          <Bomb explode />
        </ErrorBoundary>,
      );
      expect(screen.queryByText('Fallback')).not.toBeNull();
      expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'boom' }), expect.anything());
    } finally {
      consoleError.mockRestore();
    }
  });
});

describe('links', () => {
  it('§2 an external link opens a new window and says so', () => {
    renderInPortal(<ExternalLink href="https://bank.example/about">About us</ExternalLink>);
    // Browsers keep the space inside the hidden span; dom-accessibility-api trims it, so either is accepted.
    const link = screen.getByRole('link', { name: /^About us ?\(opens in a new window\)$/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('a portal link navigates with the history API, without a page load', () => {
    const onClick = vi.fn();
    renderInPortal(
      <PortalLink to="/login" onClick={onClick}>
        Sign in
      </PortalLink>,
    );
    const link = screen.getByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/login');
    const notCancelled = fireEvent.click(link);
    expect(notCancelled).toBe(false);
    expect(window.location.pathname).toBe('/login');
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ctrl', { ctrlKey: true }],
    ['meta', { metaKey: true }],
    ['shift', { shiftKey: true }],
    ['alt', { altKey: true }],
    ['middle button', { button: 1 }],
  ])('a portal link clicked with %s is left to the browser', (_what, init) => {
    renderInPortal(<PortalLink to="/login">Sign in</PortalLink>);
    expect(fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), init)).toBe(true);
    expect(window.location.pathname).toBe('/');
  });

  it('a portal link whose onClick prevents default does not navigate', () => {
    renderInPortal(
      <PortalLink to="/login" onClick={(e) => e.preventDefault()}>
        Sign in
      </PortalLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(window.location.pathname).toBe('/');
  });

  it('navigateTo pushes or replaces a history entry', () => {
    const before = window.history.length;
    act(() => navigateTo('/home'));
    expect(window.location.pathname).toBe('/home');
    expect(window.history.length).toBe(before + 1);
    act(() => navigateTo('/accounts', { replace: true }));
    expect(window.location.pathname).toBe('/accounts');
    expect(window.history.length).toBe(before + 1);
  });
});

describe('the spinner', () => {
  it('is a progressbar named "Loading", or by its label', () => {
    renderInPortal(
      <>
        <Spinner />
        <Spinner label="Saving card" />
      </>,
    );
    expect(screen.queryByRole('progressbar', { name: 'Loading' })).not.toBeNull();
    expect(screen.queryByRole('progressbar', { name: 'Saving card' })).not.toBeNull();
  });
});
