import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/renderStory';
import { EN_CONSTRUCCION } from './EnConstruccion';
import * as stories from './Placeholders.stories';

const { Almacenes } = composeStories(stories);

describe('Placeholder pages', () => {
  it('Almacenes is a page of the shell that says it is under construction', async () => {
    await renderStory(Almacenes);
    expect(await screen.findByRole('heading', { name: 'Almacenes', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(EN_CONSTRUCCION)).toBeInTheDocument();
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Almacenes' })).toBeInTheDocument();
  });
});
