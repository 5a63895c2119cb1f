import { Component, type ErrorInfo, type ReactNode } from 'react'

interface ErrorBoundaryProps {
  /** what to show instead of the children once they threw; `retry` renders them again. */
  readonly fallback: (error: Error, retry: () => void) => ReactNode
  readonly children: ReactNode
}

interface ErrorBoundaryState {
  readonly error: Error | undefined
}

/**
 * Keeps the page alive when a screen throws while rendering: React unmounts the whole tree on an
 * uncaught render error, which leaves a blank page. Class-only because React offers error
 * boundaries only as classes.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: undefined }

  static getDerivedStateFromError(thrown: unknown): ErrorBoundaryState {
    return { error: thrown instanceof Error ? thrown : new Error(String(thrown)) }
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    // kept in the console for whoever debugs it; the page shows a readable message instead
    console.error('Context Lab: a screen failed', error, info.componentStack)
  }

  private readonly retry = () => this.setState({ error: undefined })

  override render(): ReactNode {
    const { error } = this.state
    return error === undefined ? this.props.children : this.props.fallback(error, this.retry)
  }
}
