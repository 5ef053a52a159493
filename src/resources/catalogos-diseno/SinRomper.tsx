/**
 * The preview draws whatever schema the admin is halfway through writing; one the engine cannot draw
 * must not take the designer down with it. Shows the reason until the next revision.
 */
import { Component, type ReactNode } from 'react';
import { Alert } from '@mui/material';

interface Props {
  /** A new revision: try drawing again. */
  revision: unknown;
  children: ReactNode;
}

export class SinRomper extends Component<Props, { error?: Error }> {
  state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidUpdate(previous: Props) {
    if (previous.revision !== this.props.revision && this.state.error) this.setState({ error: undefined });
  }

  render() {
    if (this.state.error) {
      return <Alert severity="warning">La vista previa no se puede mostrar: {this.state.error.message}</Alert>;
    }
    return this.props.children;
  }
}
