// @portal/shared/ui: accessible primitives shared by the shell and every remote.
export { Carousel, type CarouselProps, type CarouselSlide } from './carousel';
export { ErrorBoundary } from './error-boundary';
export { ExternalLink } from './external-link';
export { NotFoundPage } from './not-found-page';
export { navigateTo, PortalLink } from './portal-link';
export { presentError, type PresentOptions } from './present-error';
export { RegionUnavailable } from './region-unavailable';
export { Spinner } from './spinner';
export { UnableToProcess } from './unable-to-process';
export { useDisclosure } from './use-disclosure';
export { focusScreenHeading, usePageMeta } from './use-page-meta';
