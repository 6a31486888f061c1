/** The shared page frame. */
export { FloatingChat } from './FloatingChat.tsx';
export { LazyFooter } from './LazyFooter.tsx';
export { Header } from './Header.tsx';
export { NotFound } from './NotFound.tsx';
export { SkipLink } from './SkipLink.tsx';
