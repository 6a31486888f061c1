/** The shared page frame. */
export { FloatingChat } from './FloatingChat.tsx';
export { Footer } from './Footer.tsx';
export { Header } from './Header.tsx';
export { NotFound } from './NotFound.tsx';
export { SkipLink } from './SkipLink.tsx';
