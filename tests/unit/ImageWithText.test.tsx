import {render, screen} from '@testing-library/react';
import ImageWithText from '@site/src/components/ImageWithText';

describe('ImageWithText', () => {
  it('shows the copy and a decorative, sized, lazily loaded image by default', () => {
    const {container} = render(
      <ImageWithText src="/img/about-trendsoft.svg" width={560} height={420}>
        <h2>About</h2>
        <p>Copy written in MDX.</p>
      </ImageWithText>,
    );
    expect(screen.getByRole('heading', {level: 2, name: 'About'})).toBeInTheDocument();
    expect(screen.getByText('Copy written in MDX.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', '/img/about-trendsoft.svg');
    expect(image).toHaveAttribute('alt', '');
    expect(image).toHaveAttribute('width', '560');
    expect(image).toHaveAttribute('height', '420');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('loads at once in the first view and names an informative image', () => {
    render(
      <ImageWithText src="/img/team.svg" width={400} height={300} alt="Our team at work" eager>
        <p>Text</p>
      </ImageWithText>,
    );
    expect(screen.getByRole('img', {name: 'Our team at work'})).toHaveAttribute('loading', 'eager');
  });
});
