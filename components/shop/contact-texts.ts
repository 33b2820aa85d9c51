/** What the sender is told after pressing Send Message, by how far the message got. */
export const contactToasts = {
  sent: 'Thank you! Your message has reached our team. We reply within one working day.',
  saved: 'Thank you! Your message is saved. We could not e-mail it to the team just now, so our reply may take a little longer.',
  unreachable: 'We could not reach the shop. Check your connection and try again.',
} as const;
