/**
 * The reader's UI kit choice: the Tabs group of the examples' kit switcher and of
 * the guides' kit tabs (`<Tabs groupId="kit" queryString>`), which Docusaurus
 * keeps in local storage and in the `?kit=` query parameter. The playground reads
 * and writes the same choice.
 */
export const kitTabsGroup = 'kit';

/** The local storage slot Docusaurus's Tabs keep a group's choice in. */
export const kitChoiceStorageKey = `docusaurus.tab.${kitTabsGroup}`;
