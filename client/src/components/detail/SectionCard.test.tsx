import { render, screen, within } from '@testing-library/react';
import { SectionCard } from './SectionCard';

describe('SectionCard', () => {
  it('names the card after its heading and holds its parts after the heading', () => {
    render(
      <SectionCard title="Related products">
        <p>No related products yet.</p>
      </SectionCard>,
    );
    const card = screen.getByLabelText('Related products');
    const heading = within(card).getByRole('heading', { level: 2, name: 'Related products' });
    const part = within(card).getByText('No related products yet.');
    expect(heading.compareDocumentPosition(part) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
