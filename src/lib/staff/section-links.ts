import type { Section } from '@/domain/access/roles';

/** Where each back-office section opens, and its name in the menu (Admin messages). */
export const SECTION_LINKS = {
  dashboard: { href: '/admin/', label: 'navDashboard' },
  content: { href: '/admin/content/', label: 'navContent' },
  menu: { href: '/admin/menu/', label: 'navMenu' },
  media: { href: '/admin/media/', label: 'navMedia' },
  testimonials: { href: '/admin/testimonials/', label: 'navTestimonials' },
  leads: { href: '/admin/leads/', label: 'navLeads' },
  lists: { href: '/admin/lists/subscribers/', label: 'navLists' },
  slots: { href: '/admin/slots/', label: 'navSlots' },
  legal: { href: '/admin/legal/', label: 'navLegal' },
  privacy: { href: '/admin/privacy/', label: 'navPrivacy' },
  staff: { href: '/admin/staff/', label: 'navStaff' },
  connectors: { href: '/admin/connectors/', label: 'navConnectors' },
} as const satisfies Record<Section, { href: string; label: string }>;
