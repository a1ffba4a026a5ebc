// Stylesheets mean nothing to jsdom; imports of them resolve here.
export default {};
