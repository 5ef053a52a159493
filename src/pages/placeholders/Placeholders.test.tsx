import { composeStories } from '@storybook/react-vite';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStory } from '../../test/renderStory';
import { EN_CONSTRUCCION } from './EnConstruccion';
import * as stories from './Placeholders.stories';

const { Almacenes, Reportes } = composeStories(stories);

describe('Placeholder pages', () => {
  it.each([
    ['Almacenes', Almacenes],
    ['Reportes', Reportes],
  ])('%s is a page of the shell that says it is under construction', async (title, Story) => {
    await renderStory(Story);
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByText(EN_CONSTRUCCION)).toBeInTheDocument();
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: title })).toBeInTheDocument();
  });
});
