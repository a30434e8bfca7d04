/** The Cache Storage cache holding the media of the mocks kept for offline use (filled by the page, read by the worker). */
export const MEDIA_CACHE = "mock-media-v1";
