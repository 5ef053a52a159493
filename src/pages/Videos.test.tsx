import { composeStories } from '@storybook/react-vite';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as stories from './Videos.stories';
import { renderStory } from '../test/renderStory';
import { TUTORIALES } from './VideosPage';

const { Videos } = composeStories(stories);

describe('Videos', () => {
  it('shows the two tutorials, each a video of the product with a Play button', async () => {
    await renderStory(Videos);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(2);
    TUTORIALES.forEach((tutorial, i) => {
      const card = within(articles[i]);
      expect(card.getByRole('heading', { name: tutorial.titulo })).toBeInTheDocument();
      expect(articles[i].querySelector('video')).toHaveAttribute('src', tutorial.archivo);
      expect(card.getByRole('button', { name: `Reproducir ${tutorial.titulo}` })).toBeInTheDocument();
    });
  });

  it('plays the video of the Play button pressed, and offers to pause it', async () => {
    // jsdom has no media playback: the element answers as a browser would.
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(function (this: HTMLMediaElement) {
      fireEvent.play(this);
      return Promise.resolve();
    });
    const { user } = await renderStory(Videos);
    const [first, second] = await screen.findAllByRole('article');
    await user.click(within(second).getByRole('button', { name: `Reproducir ${TUTORIALES[1].titulo}` }));
    expect(play).toHaveBeenCalledOnce();
    expect(play.mock.contexts[0]).toBe(second.querySelector('video'));
    expect(within(second).getByRole('button', { name: `Pausar ${TUTORIALES[1].titulo}` })).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `Reproducir ${TUTORIALES[0].titulo}` })).toBeInTheDocument();
  });
});
