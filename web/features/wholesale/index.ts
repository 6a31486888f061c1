/** The wholesale section of the home page (loaded as it nears the screen). */
export { WholesaleSection } from './WholesaleSection.tsx';
