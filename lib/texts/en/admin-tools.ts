/** The words of Add Tool, Edit Tool and Manage Tools (docs/texts.md); their Bangla is lib/texts/bn/admin-tools.ts. */

/** Add Tool, Edit Tool and Manage Tools. */
export const adminToolTexts = {
  name: 'Name',
  description: 'Description',
  price: 'Price (BDT)',
  minimum: 'Minimum order quantity',
  stock: 'Stock',
  imageUrl: 'Image URL',
  imageUrlPlaceholder: 'https://... or /images/tools/...',
  photo: 'Or upload a photo',
  photoHint: 'JPEG, PNG or WebP, at most 5 MB. A photo takes the place of the image URL.',
  specifications: "Specifications (optional; shown on the tool's page when set)",
  saveTool: 'Save Tool',
  addTool: 'Add Tool',
  /** Manage Tools' table. */
  tableLabel: 'Tools',
  caption:
    'Every tool in the catalogue, newest first. Edit changes the price, minimum order or stock here; Edit Tool changes every field and the photo.',
  columns: { image: 'Image', name: 'Name', price: 'Price', minimum: 'Minimum order', stock: 'Stock' },
  actions: 'Actions',
  noTools: 'No tools are listed yet.',
  fieldOf: (field: string, tool: string) => `${field} of ${tool}`,
  editLabel: (tool: string) => `Edit ${tool}`,
  edit: 'Edit',
  save: 'Save',
  saveLabel: (tool: string) => `Save ${tool}`,
  cancel: 'Cancel',
  cancelLabel: (tool: string) => `Cancel editing ${tool}`,
  editTool: 'Edit Tool',
  editToolLabel: (tool: string) => `Edit Tool: ${tool}`,
  delete: {
    button: 'Delete',
    label: (tool: string) => `Delete ${tool}`,
    detail: (tool: string) => `${tool} will be taken off the catalogue. Orders already placed keep their copy of it.`,
    confirm: 'Yes, delete',
  },
} as const;

/** The names of a tool's specifications, as its page and the tool form show them. */
export const specificationLabels = {
  size: 'Size',
  material: 'Material',
  pack: 'Pack',
  warranty: 'Warranty',
} as const;

/** A tool's name and description in Bangla, as the tool form and its messages name them ("Name in Bangla must be ..."). */
export const banglaLabels = {
  nameBn: 'Name in Bangla',
  descBn: 'Description in Bangla',
} as const;

/** A box of the tool form that may stay empty: "Name in Bangla (optional)". */
export const optionalLabel = (label: string) => `${label} (optional)`;
