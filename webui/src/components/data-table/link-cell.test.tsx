import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/testing/test-utils';
import { LinkCell } from './link-cell';

describe('link cell', () => {
  it('links the name to its page', async () => {
    renderPage(<LinkCell to="/buildings/building-info?buildingId=b1">Harbourfront Tower</LinkCell>);
    expect(await screen.findByRole('link', { name: 'Harbourfront Tower' })).toHaveAttribute('href', '/buildings/building-info?buildingId=b1');
  });

  it('shows the name alone when there is nowhere to go', async () => {
    renderPage(<LinkCell to={null}>Harbourfront Tower</LinkCell>);
    expect(await screen.findByText('Harbourfront Tower')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });
});
