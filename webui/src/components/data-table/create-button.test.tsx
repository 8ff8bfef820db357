import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderAs, renderPage, signInAs } from '@/testing/test-utils';
import { commonMessages } from '../messages';
import { CreateButton } from './create-button';
import { tableMessages } from './messages';

/** Something that is always there, to know the page has rendered before looking for what is not. */
const renderNextToAList = (button: ReactElement) =>
  renderPage(
    <>
      <p>The list</p>
      {button}
    </>,
  );

describe('create button', () => {
  it('links to the creation form for a role that may open it', async () => {
    renderAs('ll-manager', <CreateButton to={paths.createBuildingForm} label={commonMessages.create} />);
    expect(await screen.findByRole('link', { name: 'Create' })).toHaveAttribute('href', paths.createBuildingForm);
  });

  it('is not there for a role that may not open the form', async () => {
    signInAs('cleaner');
    renderNextToAList(<CreateButton to={paths.createBuildingForm} label={commonMessages.create} />);
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there for someone signed out', async () => {
    renderNextToAList(<CreateButton to={paths.createIssueForm} label={commonMessages.create} />);
    expect(await screen.findByText('The list')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('fills the values into its label', async () => {
    renderAs('cleaner', <CreateButton to={paths.createIssueForm} label={tableMessages.selectRow} values={{ name: 'worker' }} />);
    expect(await screen.findByRole('link', { name: 'Select worker' })).toHaveAttribute('href', paths.createIssueForm);
  });
});
