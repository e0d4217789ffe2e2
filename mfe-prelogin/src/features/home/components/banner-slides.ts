import { type IssuerConfig, responsiveSources } from '@portal/domain/issuer';
import type { CarouselSlide } from '@portal/ui';

/** The issuer's banners as carousel slides, each with its device and pixel-ratio sources (§3 Assets). */
export function bannerSlides(
  issuer: IssuerConfig,
  assetBase: string,
  altFor: (image: string, fallback: string) => string,
): CarouselSlide[] {
  const ext = issuer.branding.assetExtension;
  return issuer.branding.banners.map((banner) => {
    const sources = responsiveSources(assetBase, banner.image, ext);
    return {
      id: banner.image,
      alt: altFor(banner.image, banner.alt),
      sources,
      src: `${assetBase}${banner.image}_pc_1x.${ext}`,
    };
  });
}
