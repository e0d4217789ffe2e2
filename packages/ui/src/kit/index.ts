// @portal/ui: accessible primitives shared by the shell and every remote.
export { Carousel, type CarouselProps, type CarouselSlide } from './carousel';
export { ErrorBoundary } from './error-boundary';
export { ErrorPopup } from './error-popup';
export { ExternalLink } from './external-link';
export { KeepNumbersWhole } from './keep-numbers-whole';
export { Modal, ModalActions, type ModalProps } from './modal';
export { NotFoundPage } from './not-found-page';
export { NotificationRegion, type NotificationRegionProps } from './notifications';
export { navigateTo } from '@portal/client/routes';
export { PortalLink } from './portal-link';
export { presentError, presentFailureInline, type PresentOptions } from '@portal/client/failures';
export { RegionUnavailable } from './region-unavailable';
export { SessionWarning } from './session-warning';
export { Spinner } from './spinner';
export { UnableToProcess } from './unable-to-process';
export {
  BACK_GUARD_KEY,
  backGuardOf,
  backPolicyOf,
  useBackButton,
  useRouteBack,
  type BackButtonPolicy,
  type RouteBackArgs,
} from './use-back-button';
export { useDisclosure } from './use-disclosure';
export { useRetryFocus, type RetryFocus } from './use-retry-focus';
export { focusScreenHeading, usePageMeta, useRouteMeta } from './use-page-meta';
