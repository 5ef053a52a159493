import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EnterKeyGuard } from './EnterKeyGuard';

function GuardedForm({ onSubmit }: { onSubmit: () => void }) {
  return (
    <EnterKeyGuard>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <input aria-label="Nombre" />
        <textarea aria-label="Nota" />
        <button type="submit">Guardar</button>
      </form>
    </EnterKeyGuard>
  );
}

describe('EnterKeyGuard', () => {
  it('keeps Enter in a text field from submitting, while the save button still submits', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<GuardedForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Nombre'), 'Obra{Enter}');
    await user.type(screen.getByLabelText('Nota'), 'uno{Enter}dos');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nota')).toHaveValue('uno\ndos');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSubmit).toHaveBeenCalledOnce();
  });
});
