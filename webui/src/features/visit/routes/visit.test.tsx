import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { publicPaths } from '@/config/public-paths';
import { json, mockFetch } from '@/testing/mock-fetch';
import { renderRoutes } from '@/testing/test-utils';
import { VisitRoute } from './visit';

const place = { facilityName: 'Ladies Ground', buildingName: 'Greenway Plaza', floorLabel: 'Ground' };
const LIMITED = 'Thank you, your feedback was already received';

function backend({ limited = false } = {}) {
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/public/visit/tok-123') return json(place);
    if (call.method === 'POST' && call.path === '/api/public/visit/tok-123/feedback') {
      return limited
        ? json({ message: LIMITED, code: 'too-many-requests', params: {}, violations: [] }, 429, { 'Retry-After': '600' })
        : json({ accepted: true }, 201);
    }
    return undefined;
  });
}

const renderVisit = (path = '/visit/tok-123') => renderRoutes([{ path: publicPaths.visit, element: <VisitRoute /> }], path, { liveLanguage: true });

describe('public feedback page', () => {
  it('posts the rating and the areas ticked without signing in, then thanks the visitor', async () => {
    const { calls } = backend();
    renderVisit();
    expect(await screen.findByRole('heading', { name: 'Ladies Ground' })).toBeInTheDocument();
    expect(screen.getByText('Greenway Plaza · Ground')).toBeInTheDocument();
    const user = userEvent.setup();
    const ratings = screen.getByRole('radiogroup', { name: 'Your rating' });
    expect(within(ratings).getAllByRole('radio').map((radio) => radio.textContent)).toEqual(['Excellent', 'Good', 'Average', 'Poor', 'Very poor']);
    expect(screen.getAllByRole('checkbox')).toHaveLength(10);

    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Choose a rating first');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(within(ratings).getByRole('radio', { name: 'Poor' }));
    expect(within(ratings).getByRole('radio', { name: 'Poor' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('checkbox', { name: 'Wet floor' }));
    await user.click(screen.getByRole('checkbox', { name: 'No toilet paper' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText('Thank you!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ rating: 4, areas: ['no-toilet-paper', 'wet-floor'] });
    expect(post?.headers.has('Authorization')).toBe(false);
    expect(calls.every((c) => !c.headers.has('Authorization'))).toBe(true);
  });

  it("shows the server's message when this address already sent enough feedback (429)", async () => {
    backend({ limited: true });
    renderVisit();
    await screen.findByRole('heading', { name: 'Ladies Ground' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Excellent' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByText(LIMITED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument();
  });

  it('switches to Chinese', async () => {
    backend();
    renderVisit();
    await screen.findByRole('heading', { name: 'Ladies Ground' });
    await userEvent.setup().click(screen.getByRole('button', { name: '中文' }));
    expect(await screen.findByRole('button', { name: '提交反馈' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '非常好' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '没有厕纸' })).toBeInTheDocument();
  });

  it('says so when the QR code is unknown', async () => {
    mockFetch(() => json({ message: 'Not found', code: 'not-found', params: {}, violations: [] }, 404));
    renderVisit('/visit/nope');
    expect(await screen.findByText('This QR code is not valid any more.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Send feedback' })).not.toBeInTheDocument());
  });
});
