/** A date as a profile shows it (a blog post's, a review's). */
export const formatDate = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
